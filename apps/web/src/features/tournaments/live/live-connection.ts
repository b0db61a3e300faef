import { useEffect, useReducer, useRef } from 'react';
import { LIVE_SILENCE_MS, type LiveBoard, type LiveBoutMessage } from '@academy/contract';
import { applyBoard, applyBoutMessage, EMPTY_FEED, type LiveFeed } from './live-feed.ts';

/**
 * - 'connecting': the first connection is being made;
 * - 'open': the stream is open and has spoken within LIVE_SILENCE_MS;
 * - 'lost': it failed or went silent: the screen says it is not connected while it reconnects;
 * - 'revoked': the display link was revoked; the stream has ended for good.
 */
export type FeedStatus = 'connecting' | 'open' | 'lost' | 'revoked';

export interface LiveConnectionOptions {
  /** The stream's address (LiveStream or DisplayStream), without a query. */
  url: string;
  /** The highest feed number applied, asked for on every reconnect this code makes itself. */
  lastSeq: () => number;
  onBoard: (board: LiveBoard) => void;
  onBout: (message: LiveBoutMessage) => void;
  onStatus: (status: FeedStatus) => void;
  silenceMs?: number;
}

/** The longest wait between two reconnects of our own, once EventSource has given up. */
const MAX_RETRY_MS = 30_000;
const FIRST_RETRY_MS = 1_000;
/** How long a quiet reconnect after a silence may take before the screen says it is not connected. */
export const PROBE_GRACE_MS = 5_000;

/**
 * Opens a live stream with the browser's EventSource and keeps it open: EventSource reconnects by itself after a
 * dropped connection, sending Last-Event-ID; when it gives up (an error it does not retry, readyState CLOSED), this
 * opens a new one with `?lastEventId=` the highest number applied, waiting longer each time it fails.
 *
 * Silence: EventSource hands a page no comment lines, so a heartbeat sent as a comment keeps proxies open but tells
 * the page nothing, and a quiet tatami looks like a dead connection. After `silenceMs` with no message (nor a
 * `heartbeat` event, which a page does see) this reconnects quietly, from the highest number applied, and says the
 * stream is lost only if the new connection is not open within PROBE_GRACE_MS: a half-open connection that would
 * otherwise go on showing an old score is found within LIVE_SILENCE_MS and a few seconds. Answers a function that
 * closes it.
 */
export function openLiveConnection(options: LiveConnectionOptions): () => void {
  const silenceMs = options.silenceMs ?? LIVE_SILENCE_MS;
  let source: EventSource | null = null;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let grace: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;

  const stop = () => {
    clearTimeout(silence);
    clearTimeout(retry);
    clearTimeout(grace);
    source?.close();
    source = null;
  };
  const lost = () => {
    if (closed) return;
    options.onStatus('lost');
    stop();
    retry = setTimeout(open, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };
  const silent = () => {
    if (closed) return;
    stop();
    open();
    grace = setTimeout(() => {
      if (source?.readyState !== EventSource.OPEN) lost();
    }, PROBE_GRACE_MS);
  };
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(silent, silenceMs);
  };
  const read =
    <T>(listener: (value: T) => void) =>
    (event: Event) => {
      heard();
      try {
        listener(JSON.parse((event as MessageEvent<string>).data) as T);
      } catch {
        // A message that is not JSON is a fault of the server's; the next board puts the screen right.
      }
    };

  function open() {
    if (closed) return;
    const seq = options.lastSeq();
    const url = seq > 0 ? `${options.url}?lastEventId=${seq}` : options.url;
    const opened = new EventSource(url);
    source = opened;
    opened.onopen = () => {
      clearTimeout(grace);
      retryMs = FIRST_RETRY_MS;
      heard();
      options.onStatus('open');
    };
    opened.onmessage = heard;
    opened.addEventListener('heartbeat', heard);
    opened.addEventListener('board', read(options.onBoard));
    opened.addEventListener('bout', read(options.onBout));
    opened.addEventListener('revoked', () => {
      closed = true;
      stop();
      options.onStatus('revoked');
    });
    opened.onerror = () => {
      if (closed || source !== opened) return;
      // Still CONNECTING: EventSource is retrying by itself. CLOSED: it gave up, and we try again ourselves.
      if (opened.readyState === EventSource.CLOSED) lost();
      else options.onStatus('lost');
    };
    heard();
  }

  open();
  return () => {
    closed = true;
    stop();
  };
}

type Action =
  | { type: 'board'; board: LiveBoard; at: number }
  | { type: 'bout'; message: LiveBoutMessage; at: number }
  | { type: 'status'; status: FeedStatus };

interface FeedAndStatus {
  feed: LiveFeed;
  status: FeedStatus;
}

function reduce(state: FeedAndStatus, action: Action): FeedAndStatus {
  switch (action.type) {
    case 'board':
      return { ...state, feed: applyBoard(state.feed, action.board, action.at) };
    case 'bout': {
      const feed = applyBoutMessage(state.feed, action.message, action.at);
      return feed === state.feed ? state : { ...state, feed };
    }
    case 'status':
      // A revoked link stays revoked, whatever a late error says.
      return state.status === 'revoked' || state.status === action.status ? state : { ...state, status: action.status };
  }
}

/**
 * The live feed of a stream, starting from a board already read (GetLiveBoard or GetDisplay): the stream then sends
 * what followed it. Null `url` or `first`: nothing to follow yet.
 */
export function useLiveFeed(url: string | null, first: LiveBoard | undefined): FeedAndStatus {
  const [state, dispatch] = useReducer(reduce, undefined, () => ({
    feed: first ? applyBoard(EMPTY_FEED, first, Date.now()) : EMPTY_FEED,
    status: 'connecting' as FeedStatus,
  }));
  const seq = useRef(state.feed.seq);
  seq.current = state.feed.seq;
  const started = first !== undefined;
  const firstRef = useRef(first);
  useEffect(() => {
    // The board a page read before it opened the stream, if the page started without one.
    if (firstRef.current === undefined && first) {
      firstRef.current = first;
      dispatch({ type: 'board', board: first, at: Date.now() });
      seq.current = first.seq;
    }
  }, [first]);
  useEffect(() => {
    if (!url || !started) return;
    return openLiveConnection({
      url,
      lastSeq: () => seq.current,
      onBoard: (board) => dispatch({ type: 'board', board, at: Date.now() }),
      onBout: (message) => dispatch({ type: 'bout', message, at: Date.now() }),
      onStatus: (status) => dispatch({ type: 'status', status }),
    });
  }, [url, started]);
  return state;
}

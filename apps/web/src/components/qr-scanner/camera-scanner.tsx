import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Icon } from '../icon.tsx';
import { loadQrDecoder } from './qr-decoder.ts';
import './qr-scanner.css';

/** How often a frame is read: often enough to feel instant, rare enough to leave a cheap phone's CPU cool. */
const FRAME_EVERY_MS = 250;

type CameraState = 'off' | 'starting' | 'on' | 'refused';

/** Whether this browser can open a camera at all (a page over http, or an old browser, cannot). */
export const hasCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * The phone's back camera, read for QR codes while it is on. Started by a tap (the permission prompt then makes
 * sense), stopped by a tap or by leaving the screen; `onRead` gets each QR text it sees.
 */
export function CameraScanner({ onRead }: { onRead: (text: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const readRef = useRef(onRead);
  useEffect(() => {
    readRef.current = onRead;
  }, [onRead]);

  const start = async () => {
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      setStream(media);
      setState('on');
    } catch {
      setState('refused');
    }
  };

  const stop = () => {
    setStream(null);
    setState('off');
  };

  useEffect(() => {
    const element = video.current;
    if (!stream || !element) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    const tick = async () => {
      const decode = await loadQrDecoder();
      if (stopped) return;
      if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const text = await decode(element).catch(() => null);
        if (text && !stopped) readRef.current(text);
      }
      if (!stopped) timer = setTimeout(() => void tick(), FRAME_EVERY_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
      element.srcObject = null;
    };
  }, [stream]);

  return (
    <div className={`camera-scanner camera-scanner--${state}`}>
      {state === 'on' || state === 'starting' ? (
        <>
          <div className="camera-scanner__frame">
            <video ref={video} muted playsInline aria-label={t('admin.checkIn.cameraView')} />
            <span className="camera-scanner__target" aria-hidden="true" />
          </div>
          <button type="button" className="btn btn-outline-secondary w-100" onClick={stop}>
            {t('admin.checkIn.stopCamera')}
          </button>
        </>
      ) : (
        <>
          <button type="button" className="btn btn-danger btn-lg w-100 scan-button" onClick={() => void start()}>
            <Icon name="camera" size={22} /> {t('admin.checkIn.startCamera')}
          </button>
          {state === 'refused' && (
            <p className="camera-scanner__refused" role="alert">
              {t('admin.checkIn.cameraRefused')}
            </p>
          )}
        </>
      )}
    </div>
  );
}

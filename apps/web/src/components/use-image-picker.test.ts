// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ChangeEvent, DragEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH, IMAGE_MIME_TYPES, LIMITS } from '@academy/contract';
import { useImagePicker } from './use-image-picker.ts';

/** The server's words, which the picker says before sending. */
const NOT_AN_IMAGE = ENGLISH['api.imageWrongType'];

function image(type: string, size = 64): File {
  const file = new File(['x'], `picked.${type.split('/')[1] ?? 'bin'}`, { type });
  // The size is what the check reads; faking it spares allocating 5 MB.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** What the input's onChange reads and writes. */
function changeEvent(file: File | undefined) {
  const target = { files: file ? [file] : [], value: 'C:\\fakepath\\picked.png' };
  return { event: { target } as unknown as ChangeEvent<HTMLInputElement>, target };
}

let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:preview-${created.length + 1}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPicker(options: Parameters<typeof useImagePicker>[0] = {}) {
  const onPick = vi.fn();
  const onRefuse = vi.fn();
  const hook = renderHook(() => useImagePicker({ onPick, onRefuse, ...options }));
  const pick = (file: File | undefined) => {
    const { event, target } = changeEvent(file);
    act(() => hook.result.current.inputProps.onChange(event));
    return target;
  };
  return { ...hook, onPick, onRefuse, pick };
}

describe('useImagePicker checks', () => {
  it.each(IMAGE_MIME_TYPES)('takes a %s of exactly the upload limit, with a preview', (type) => {
    const { result, onPick, onRefuse, pick } = renderPicker();
    const file = image(type, LIMITS.maxUploadBytes);
    pick(file);
    expect(onRefuse).not.toHaveBeenCalled();
    expect(onPick).toHaveBeenCalledWith(file);
    expect(result.current.file).toBe(file);
    expect(result.current.preview).toBe('blob:preview-1');
  });

  it.each(['image/bmp', 'image/svg+xml', 'application/pdf', ''])('refuses a file of type "%s"', (type) => {
    const { result, onPick, onRefuse, pick } = renderPicker();
    pick(image(type));
    expect(onRefuse).toHaveBeenCalledWith({ reason: 'type', message: NOT_AN_IMAGE });
    expect(onPick).not.toHaveBeenCalled();
    expect(result.current.file).toBeNull();
    expect(created).toEqual([]);
  });

  it('refuses an image one byte over the limit, in the form’s own words when it has them', () => {
    const standard = renderPicker();
    standard.pick(image('image/png', LIMITS.maxUploadBytes + 1));
    expect(standard.onRefuse).toHaveBeenCalledWith({ reason: 'size', message: ENGLISH['api.uploadTooLarge'] });
    expect(standard.onPick).not.toHaveBeenCalled();

    const eventForm = renderPicker({ tooLargeMessage: ENGLISH['admin.eventForm.fileTooLarge'] });
    eventForm.pick(image('image/png', LIMITS.maxUploadBytes + 1));
    expect(eventForm.onRefuse).toHaveBeenCalledWith({
      reason: 'size',
      message: ENGLISH['admin.eventForm.fileTooLarge'],
    });
    expect(eventForm.result.current.file).toBeNull();
    expect(created).toEqual([]);
  });

  it('keeps the earlier picture when a later file is refused', () => {
    const { result, pick } = renderPicker();
    const first = image('image/jpeg');
    pick(first);
    pick(image('image/png', LIMITS.maxUploadBytes + 1));
    expect(result.current.file).toBe(first);
    expect(result.current.preview).toBe('blob:preview-1');
    expect(revoked).toEqual([]);
  });

  it('empties the input after each pick, so the same file can be picked again', () => {
    const { pick } = renderPicker();
    expect(pick(image('image/png')).value).toBe('');
    expect(pick(image('image/bmp')).value).toBe('');
  });

  it('ignores a cancelled pick', () => {
    const { result, onPick, onRefuse, pick } = renderPicker();
    pick(undefined);
    expect(onPick).not.toHaveBeenCalled();
    expect(onRefuse).not.toHaveBeenCalled();
    expect(result.current.file).toBeNull();
  });
});

describe('useImagePicker preview', () => {
  it('revokes the previous object URL when another image replaces it, and the last one on unmount', () => {
    const { result, pick, unmount } = renderPicker();
    pick(image('image/png'));
    pick(image('image/webp'));
    expect(result.current.preview).toBe('blob:preview-2');
    expect(revoked).toEqual(['blob:preview-1']);
    unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('revokes the object URL on clear() and forgets the file', () => {
    const { result, pick } = renderPicker();
    pick(image('image/gif'));
    act(() => result.current.clear());
    expect(result.current.file).toBeNull();
    expect(result.current.preview).toBeNull();
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('makes no object URL for a picker without a preview', () => {
    const { result, onPick, pick } = renderPicker({ preview: false });
    pick(image('image/png'));
    expect(onPick).toHaveBeenCalled();
    expect(result.current.preview).toBeNull();
    expect(created).toEqual([]);
  });
});

describe('useImagePicker drop zone', () => {
  const dragEvent = (files: File[] = []) =>
    ({ preventDefault: vi.fn(), dataTransfer: { files } }) as unknown as DragEvent & { preventDefault: () => void };

  it('shows the drag, keeps the browser from opening the file, and checks the dropped file', () => {
    const { result, onPick, onRefuse } = renderPicker();
    const enter = dragEvent();
    act(() => result.current.dropZoneProps.onDragEnter(enter));
    expect(enter.preventDefault).toHaveBeenCalled();
    expect(result.current.dragging).toBe(true);

    const over = dragEvent();
    result.current.dropZoneProps.onDragOver(over);
    expect(over.preventDefault).toHaveBeenCalled();

    const refused = dragEvent([image('text/plain')]);
    act(() => result.current.dropZoneProps.onDrop(refused));
    expect(refused.preventDefault).toHaveBeenCalled();
    expect(result.current.dragging).toBe(false);
    expect(onRefuse).toHaveBeenCalledWith({ reason: 'type', message: NOT_AN_IMAGE });

    const file = image('image/png');
    act(() => result.current.dropZoneProps.onDrop(dragEvent([file])));
    expect(onPick).toHaveBeenCalledWith(file);
    expect(result.current.preview).toBe('blob:preview-1');
  });

  it('drops the drag state when the file leaves the zone', () => {
    const { result } = renderPicker();
    act(() => result.current.dropZoneProps.onDragEnter(dragEvent()));
    act(() => result.current.dropZoneProps.onDragLeave());
    expect(result.current.dragging).toBe(false);
  });
});

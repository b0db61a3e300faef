import { describe, expect, it } from 'vitest';
import { isBuildFile, SHELL_URL, shellRouteOf } from './shell-requests.ts';

const ORIGIN = 'https://kaizen.example.in';
const PRECACHED = new Set([SHELL_URL, '/assets/index-abc.js', '/favicon.svg', '/icons/staff-192.png']);
const get = (path: string, mode: RequestMode = 'cors', method = 'GET') => ({ method, mode, url: `${ORIGIN}${path}` });
const route = (request: ReturnType<typeof get>) => shellRouteOf(request, ORIGIN, PRECACHED);

describe('the requests the staff service worker answers', () => {
  it('answers navigations within the staff area with the page or the cached shell', () => {
    expect(route(get('/admin/classes/b1/attendance?day=2026-05-11', 'navigate'))).toBe('page');
    expect(route(get('/admin/', 'navigate'))).toBe('page');
  });

  it('leaves the public pages and the fighter area to the network', () => {
    for (const path of ['/home', '/hi/classes', '/fighter/profile', '/administration', '/']) {
      expect(route(get(path, 'navigate')), path).toBe('network');
    }
  });

  it('never answers the API or uploaded photos from its cache, not even a GET', () => {
    for (const path of [
      '/api/Attendance/GetClassDay/b1?day=2026-05-11',
      '/api/Attendance/MarkAttendance',
      '/uploads/fighters/f1-thumb.webp',
      '/api',
    ]) {
      expect(route(get(path)), path).toBe('network');
      expect(route(get(path, 'navigate')), path).toBe('network');
    }
  });

  it("serves the build's files and the precached ones, and nothing else", () => {
    expect(route(get('/assets/index-abc.js'))).toBe('build-file');
    expect(route(get('/assets/jsQR-xyz.js'))).toBe('build-file');
    expect(route(get('/favicon.svg', 'no-cors'))).toBe('build-file');
    expect(route(get('/icons/staff-192.png', 'no-cors'))).toBe('build-file');
    expect(route(get('/og-image.jpg', 'no-cors'))).toBe('network');
    expect(route(get('/sitemap.xml'))).toBe('network');
    expect(route(get('/assets/index-abc.js?v=2'))).toBe('network');
  });

  it('leaves writes and other sites alone', () => {
    expect(route(get('/assets/index-abc.js', 'cors', 'POST'))).toBe('network');
    expect(
      shellRouteOf({ method: 'GET', mode: 'cors', url: 'https://cdn.example.com/assets/a.js' }, ORIGIN, PRECACHED),
    ).toBe('network');
  });

  it('tells the build files, the only ones kept when fetched, from the rest', () => {
    expect(isBuildFile('/assets/papaparse-abc.js')).toBe(true);
    expect(isBuildFile(SHELL_URL)).toBe(false);
    expect(isBuildFile('/favicon.svg')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { Manifest } from './route-assets.ts';
import { staffShellFiles } from './staff-shell.ts';

/** A build in small: the entry with the home page, the admin routes with two pages, and a public page. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_core-1.js'],
    dynamicImports: [
      'src/app/admin-routes.tsx',
      'src/features/gallery/public/gallery-page.tsx',
      'virtual:messages/hi/public',
    ],
    css: ['assets/index-1.css'],
    assets: ['assets/logo-1.svg', 'assets/noto-sans-devanagari-1.woff2'],
  },
  '_core-1.js': { file: 'assets/core-1.js' },
  'src/app/admin-routes.tsx': {
    file: 'assets/admin-routes-1.js',
    imports: ['_core-1.js', '_require-role-1.js'],
    dynamicImports: ['src/features/classes/staff/attendance-page.tsx', 'src/app/layouts/admin-layout.tsx'],
  },
  '_require-role-1.js': { file: 'assets/require-role-1.js' },
  'src/app/layouts/admin-layout.tsx': { file: 'assets/admin-layout-1.js', css: ['assets/admin-layout-1.css'] },
  'src/features/classes/staff/attendance-page.tsx': {
    file: 'assets/attendance-page-1.js',
    imports: ['_core-1.js', '_pending-banner-1.js'],
    // The QR reader: loaded by the check-in screen when the browser has no BarcodeDetector.
    dynamicImports: ['node_modules/jsqr/dist/jsQR.js'],
    css: ['assets/attendance-page-1.css'],
  },
  '_pending-banner-1.js': { file: 'assets/pending-banner-1.js' },
  'node_modules/jsqr/dist/jsQR.js': { file: 'assets/jsQR-1.js' },
  'src/features/gallery/public/gallery-page.tsx': {
    file: 'assets/gallery-page-1.js',
    css: ['assets/gallery-page-1.css'],
  },
  'virtual:messages/hi/public': { file: 'assets/public-1.js' },
  'virtual:messages/en/admin': { file: 'assets/admin-1.js' },
  'virtual:messages/hi/admin': { file: 'assets/admin-2.js' },
};

describe("the staff shell's files", () => {
  it('are the entry, the admin routes and pages with what they import, and every language', () => {
    expect(staffShellFiles(MANIFEST, 'src/app/admin-routes.tsx')).toEqual([
      '/assets/admin-1.js',
      '/assets/admin-2.js',
      '/assets/admin-layout-1.css',
      '/assets/admin-layout-1.js',
      '/assets/admin-routes-1.js',
      '/assets/attendance-page-1.css',
      '/assets/attendance-page-1.js',
      '/assets/core-1.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/logo-1.svg',
      '/assets/noto-sans-devanagari-1.woff2',
      '/assets/pending-banner-1.js',
      '/assets/public-1.js',
      '/assets/require-role-1.js',
    ]);
  });

  it('leave out public pages and the libraries a page loads on demand', () => {
    const files = staffShellFiles(MANIFEST, 'src/app/admin-routes.tsx');
    expect(files).not.toContain('/assets/gallery-page-1.js');
    expect(files).not.toContain('/assets/jsQR-1.js');
  });

  it('refuse a build whose manifest lacks the admin routes', () => {
    expect(() => staffShellFiles(MANIFEST, 'src/app/staff-routes.tsx')).toThrow(/no src\/app\/staff-routes.tsx/);
  });
});

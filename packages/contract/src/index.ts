export * from './common.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './fighters.ts';
export * from './bookings.ts';
export * from './events.ts';
export * from './gallery.ts';
export * from './health.ts';

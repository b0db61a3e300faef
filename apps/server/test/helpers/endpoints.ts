/**
 * Every API endpoint, as method and path template. Ending every session is last, so the tests that walk this
 * list in order keep their tokens until the end.
 */
export const ENDPOINTS = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/health/live' },
  { method: 'POST', path: '/api/Admin/AdminLogin' },
  { method: 'POST', path: '/api/Fighters/FighterLogin' },
  { method: 'POST', path: '/api/Fighters/CreateFighter' },
  { method: 'POST', path: '/api/Fighters/FighterForgotPassword' },
  { method: 'POST', path: '/api/Fighters/FighterResetPassword' },
  { method: 'GET', path: '/api/Fighters/GetFighterDetailsById/:id' },
  { method: 'PUT', path: '/api/Fighters/UpdateFighterDetails/:id' },
  { method: 'PUT', path: '/api/Fighters/UpdateFighterProfileImage/:id' },
  { method: 'GET', path: '/api/Fighters/GetFighterProfileImage/:id' },
  { method: 'GET', path: '/api/Fighters/GetAllFighters' },
  { method: 'GET', path: '/api/Gallery/GetAllGalleryImages' },
  { method: 'POST', path: '/api/Gallery/CreateGalleryImage' },
  { method: 'DELETE', path: '/api/Gallery/DeleteGalleryImage/:id' },
  { method: 'GET', path: '/api/events/GetAllEvents' },
  { method: 'GET', path: '/api/events/getEventById/:id' },
  { method: 'POST', path: '/api/events/CreateEvent' },
  { method: 'PUT', path: '/api/events/updateEvent/:id' },
  { method: 'DELETE', path: '/api/events/DeleteEvent/:id' },
  { method: 'POST', path: '/api/Bookings/BookEvent' },
  { method: 'GET', path: '/api/Admin/GetEmailOutbox' },
  { method: 'POST', path: '/api/Admin/RetryEmail/:id' },
  { method: 'POST', path: '/api/Sessions/LogoutEverywhere' },
] as const;

export type Endpoint = (typeof ENDPOINTS)[number];

/** The product's fixed user-facing texts, kept word for word down to the punctuation (docs/product/messages.md). */
export const MESSAGES = {
  formInvalid: 'Form is invalid',
  fillAllFields: 'Please fill all the fields',
  fillAllRequiredFields: 'Please fill all the required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordsDoNotMatchDot: 'Passwords do not match.',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  signupSuccessful: 'Signup successful',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  fileTooLarge: 'File size should not exceed 5 MB.',
  eventFileTooLarge: 'File size should not exceed 5MB.',
  completeAllFields: 'Please complete all fields before submitting.',
  galleryDeleted: 'Gallery Image Deleted Successfully',
  galleryDeleteFailed: 'Gallery Image Deleted Failed',
  galleryUploaded: 'Gallery Image Uploaded Successfully',
  galleryUploadFailed: 'Gallery Image Upload Failed',
  galleryEmpty: 'No images available. Please ask admin to add some images',
  adminGalleryEmpty: 'No images available in gallery',
  adminGalleryEmptyHint: 'Please add some images',
  otpSent: 'OTP sent successfully',
  passwordReset: 'Password reset successfully',
  enterValidEmail: 'Please enter a valid email',
  emailRequired: 'Email is required.',
  invalidEmailFormat: 'Invalid email format.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooLong: 'Password must be at most 200 characters.',
  confirmationRequired: 'Confirmation password is required.',
  eventNameRequired: 'Event Name is required.',
  addressRequired: 'Address is required.',
  imageRequired: 'Image is required.',
  descriptionRequired: 'Description is required.',
  dateTimeRequired: 'Date & Time is required.',
  totalSeatsMin: 'Total Seats must be at least 1',
  entryFeeMin: 'Entry Fee must be at least 0',
  deleteEventConfirm: 'Are you sure you want to delete this event?',
  deleteImageConfirm: 'Are you sure you want to delete this image?',
  noUpcomingEvents: 'No upcoming events available',
  noPastEvents: 'No Past Events',
  noEvents: 'No events available',
  uploadHint: 'JPG, PNG, WebP or GIF, file size no more than 5MB',
  seatBooked: 'Your seat has been successfully booked!',
  screenshotHint: 'Please take a screenshot of this confirmation for your records.',
} as const;

/** Replies of the session routes: ending every session of the caller. */
export const SESSION_MESSAGES = {
  loggedOutEverywhere: 'You have been logged out on every device.',
  /** A token issued before the last password change, reset or "log out everywhere". */
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

/** Why BookEvent refuses a booking (409 / 404), shown to the booker as the server sends them. */
export const BOOKING_MESSAGES = {
  booked: 'Seat booked successfully',
  eventNotFound: 'Event not found.',
  eventPast: 'This event has already taken place.',
  eventFull: 'Sorry, this event is fully booked.',
  alreadyBooked: 'You have already booked a seat at this event with this email.',
} as const;

export const OUTBOX_MESSAGES = {
  listed: 'Email outbox',
  retried: 'The email will be sent again shortly.',
  notFound: 'Email not found.',
  notFailed: 'Only an email that failed can be sent again.',
} as const;

/** What the server answers besides the texts above: successes, refusals and failures, in the user's words. */
export const API_MESSAGES = {
  loginSuccessful: 'Login successful',
  badLogin: 'Invalid email or password.',
  loginRequired: 'Please log in to continue.',
  invalidSession: 'Your session has expired or is invalid. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  adminOnly: 'Only an admin can do this.',
  ownProfileOnly: 'You can only access your own profile.',
  duplicateEmail: 'An account with this email already exists. Please log in.',
  fighterNotFound: 'Fighter not found.',
  fighterDetails: 'Fighter details',
  fighterPhoto: 'Fighter profile image',
  fighterPhotoUpdated: 'Profile picture updated successfully',
  fighterPhotoMissing: 'Please choose an image to upload as fighterImage.',
  fightersListed: 'Fighters list',
  eventsFetched: 'Events fetched successfully',
  eventFetched: 'Event fetched successfully',
  eventCreated: 'Event created successfully',
  eventUpdated: 'Event updated successfully',
  eventDeleted: (bookings: number) =>
    bookings === 0
      ? 'Event deleted successfully'
      : `Event deleted successfully, with its ${bookings} booking${bookings === 1 ? '' : 's'}`,
  eventNotFound: 'Event not found.',
  seatsBelowBooked: (booked: number) =>
    `Total Seats cannot be less than the ${booked} seats already booked for this event.`,
  galleryFetched: 'Gallery images fetched successfully',
  galleryNotFound: 'Gallery image not found.',
  resetCodeInvalid: 'This code is not valid. Please request a new one.',
  resetCodeUsed: 'This code has already been used. Please request a new one.',
  resetCodeExpired: 'This code has expired. Please request a new one.',
  resetCodeLocked: 'Too many wrong attempts. Please wait a minute, then request a new code.',
  resetCodeWrong: (left: number) => `The code is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  uploadTooLarge: 'File size should not exceed 5 MB.',
  uploadOneFile: 'Only one file may be uploaded.',
  uploadTooManyFields: 'Too many form fields.',
  uploadNotMultipart: 'The request must be multipart/form-data.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  uploadWrongField: (field: string, expected: string) =>
    `Unexpected file field "${field}"; send the image as "${expected}".`,
  imageWrongType: 'Only JPG, PNG, WebP or GIF images are accepted.',
  imageUnreadable: 'The image could not be read. Please upload a valid JPG, PNG, WebP or GIF file.',
  imageTooManyPixels: (width: number, height: number, megapixels: number) =>
    `This image is ${width} x ${height} pixels; images of at most ${megapixels} megapixels ` +
    '(for example 8000 x 6000) are accepted. Please upload a smaller image.',
  imagesBusy: 'The server is busy processing images. Please try again in a minute.',
  unsupportedContentType: 'Unsupported content type.',
  bodyEmpty: 'The request body is empty.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  contentLengthInvalid: 'Invalid Content-Length.',
  nulCharacter: 'The request contains an invalid character (NUL).',
  addressInvalid: 'The address is not valid.',
  addressTooLong: 'The address is too long.',
  routeNotFound: (method: string, path: string) => `Route ${method} ${path} not found`,
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  storageFull: 'The server cannot save anything right now. Please try again later.',
  internalError: 'Something went wrong on our side. Please try again.',
} as const;

import { addPageTitles, type TitleTable } from './page-titles.ts';

/** The fighter area's page titles (sign-up, login, profile, My bookings), in the account catalog area. */
export const FIGHTER_TITLES: TitleTable = [
  ['/fighter/signup', 'account.title.fighterSignup'],
  ['/fighter/login', 'account.title.fighterLogin'],
  ['/fighter/forgot-password', 'account.title.forgotPassword'],
  ['/fighter', 'account.title.myProfile'],
  ['/fighter/viewprofile', 'account.title.myProfile'],
  ['/fighter/bookings', 'account.title.myBookings'],
];

addPageTitles(FIGHTER_TITLES);

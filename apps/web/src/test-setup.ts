import { configure } from '@testing-library/react';

// A loaded machine (CI, or tests beside a build) renders slower than the 1 s default allows; findBy* still
// returns as soon as the element shows.
configure({ asyncUtilTimeout: 5000 });

/* What the header shows of the fixed demo user (the site has no accounts): the first load's. */
export const DEMO_USER_NAME = 'Ada Lovelace';

export const NOTIFICATION_COUNT = 3;

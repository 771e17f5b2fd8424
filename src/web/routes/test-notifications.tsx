import { TestNotificationsPage } from '../features/test-notifications/test-notifications-page';

/** SPEC 2 /test-notifications (the page lives in features/test-notifications). */
export default TestNotificationsPage;

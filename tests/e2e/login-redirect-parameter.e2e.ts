// The login open redirect: every value of the hostile corpus as the login
// page's `redirect` parameter, then a login through the form (hostile-login.ts).
import { eachHostileLogin } from './hostile-login';

eachHostileLogin('redirect');

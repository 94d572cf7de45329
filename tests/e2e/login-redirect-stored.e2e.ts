// The login open redirect: every value of the hostile corpus as the session's
// stored return URL, then a login through the form (hostile-login.ts).
import { eachHostileLogin } from './hostile-login';

eachHostileLogin('stored');

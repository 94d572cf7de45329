// The login open redirect: the second half of the hostile corpus, each value as
// redirect parameter and stored return URL of a login through the form (hostile-login.ts).
import { eachHostileLogin } from './hostile-login';

eachHostileLogin(2);

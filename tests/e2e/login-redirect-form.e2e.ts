// The login open redirect: hostile values as redirect parameter and stored
// return URL of a login through the form, a sample of every group (hostile-login.ts).
import { eachFormLogin } from './hostile-login';

eachFormLogin();

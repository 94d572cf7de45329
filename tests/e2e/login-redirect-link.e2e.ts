// The login open redirect: every hostile value as the redirect parameter of a
// login link a signed-in visitor opens (hostile-login.ts).
import { eachSignedInLink } from './hostile-login';

eachSignedInLink();

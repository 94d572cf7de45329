// The login open redirect: hostile values from every group of the corpus as the
// redirect parameter of a login link a signed-in visitor opens (hostile-login.ts).
import { eachSignedInLink } from './hostile-login';

eachSignedInLink();

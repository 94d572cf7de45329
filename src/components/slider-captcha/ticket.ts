// What passing the slider, or its alternative, yields: the pair that password
// logins, SMS sending and password recovery submit with their request.
export interface CaptchaTicket {
  readonly tencentCaptchaTicket: string;
  readonly randstr: string;
}

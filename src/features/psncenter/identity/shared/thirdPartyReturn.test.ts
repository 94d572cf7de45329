import { describe, expect, it } from 'vitest';
import { portalReturnUrl, thirdPartyReturnOf } from './thirdPartyReturn';

const parse = (query: string) => thirdPartyReturnOf(new URLSearchParams(query));

describe('thirdPartyReturnOf', () => {
  it('tells each party by the parameters it sends back', () => {
    expect(parse('auth_code=4b20&state=a9F3kQ7xP2mL8vRt')).toEqual({ kind: 'alipay', authCode: '4b20', state: 'a9F3kQ7xP2mL8vRt' });
    expect(parse('code=071Ab&state=Wx9bK2mQ7rT4nL1p')).toEqual({ kind: 'wechat', authCode: '071Ab', state: 'Wx9bK2mQ7rT4nL1p' });
    expect(parse('ticket=ST-1')).toEqual({ kind: 'gov', ticket: 'ST-1' });
    expect(parse('signFlowId=SIGN1&signResult=fail')).toEqual({ kind: 'govSign', signFlowId: 'SIGN1', signResult: 'fail' });
  });

  it('ignores an address without a complete return', () => {
    expect(parse('')).toBeUndefined();
    expect(parse('code=071Ab')).toBeUndefined();
    expect(parse('auth_code=%20%20&state=x')).toBeUndefined();
    expect(parse('signFlowId=SIGN1&signResult=maybe')).toBeUndefined();
  });
});

it('builds the return address under the base path', () => {
  expect(portalReturnUrl('/center/auth')).toBe('/web/center/auth');
});

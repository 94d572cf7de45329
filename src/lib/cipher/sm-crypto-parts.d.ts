// sm-crypto's SM3 and SM4 modules on their own: the package's index also
// loads SM2 and its big-integer library, which only the key wrapping needs.
declare module 'sm-crypto/src/sm3/index.js' {
  const sm3: typeof import('sm-crypto').sm3;
  export default sm3;
}

declare module 'sm-crypto/src/sm4/index.js' {
  const sm4: typeof import('sm-crypto').sm4;
  export default sm4;
}

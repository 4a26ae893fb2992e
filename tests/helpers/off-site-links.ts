/** Links a browser opens on another site, though several start with a single slash. */
export const OFF_SITE_LINKS = [
  '/\\evil.example/x',
  '//evil.example',
  '/%5Cevil.example',
  '/%2F/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '\t//evil.example',
  'https:/\\evil.example',
  'javascript:alert(1)',
];

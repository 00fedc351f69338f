// The pages' security headers, worked out once from helmet with the server's policy.
import { expect, it } from 'vitest';
import { pageSecurityHeaders } from './page-headers';

it("carries helmet's page set with the policy given", () => {
  const policy = (upgrade: boolean) => ({
    contentSecurityPolicy: { useDefaults: true, directives: { 'img-src': ["'self'", 'https://files.example'], 'upgrade-insecure-requests': upgrade ? [] : null } },
    crossOriginResourcePolicy: { policy: 'same-site' as const },
  });
  const development = pageSecurityHeaders(policy(false));
  expect(development).toMatchObject({
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-site',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  });
  expect(development['content-security-policy']).toContain("img-src 'self' https://files.example");
  expect(development['content-security-policy']).toContain("script-src 'self'");
  expect(development['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(pageSecurityHeaders(policy(true))['content-security-policy']).toContain('upgrade-insecure-requests');
});

// The development SMS outbox (GET /api/dev/sms-outbox): where journeys read the codes the server
// sends, as a person reads their phone. Providers and customers sign in with the same kind of code.
import { expect as baseExpect, type APIRequestContext } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 15_000 });

/** The newest code the outbox holds for a national mobile (5XXXXXXXX), once more than `already` went to it. */
export async function smsCode(request: APIRequestContext, mobile: string, already = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const box = (await (await request.get(`/api/dev/sms-outbox?mobile=${encodeURIComponent(`+966${mobile}`)}`)).json()) as { data: { code: string | null }[] };
      code = box.data.length > already ? (box.data[0]?.code ?? null) : null;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code as unknown as string;
}

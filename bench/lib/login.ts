import { endpointUrl, ENDPOINTS } from '@academy/contract';

/** A login through the real API (AdminLogin or FighterLogin) on the server at `url`: its token and account id. */
export async function benchLogin(
  url: string,
  as: 'admin' | 'fighter',
  credentials: { email: string; password: string },
): Promise<{ token: string; id: string | undefined }> {
  const res = await fetch(`${url}${endpointUrl(as === 'admin' ? ENDPOINTS.AdminLogin : ENDPOINTS.FighterLogin)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { token, id } = (await res.json()) as { token?: string; id?: string };
  if (!token) throw new Error(`bench ${as} login failed`);
  return { token, id };
}

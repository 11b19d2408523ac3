import { apiRequest } from '@/lib/api-client';

/** SPEC section 2: logout clears local and session storage, then lands on /?logged_out=true, even if the call fails. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout', {});
  } catch (error) {
    console.warn('Logout request failed', error);
  }
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy modes); the redirect still signs the page out.
  }
  window.location.assign('/?logged_out=true');
}

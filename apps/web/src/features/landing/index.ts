// The landing feature's public surface: main.tsx renders the landing page in the light entry (decision
// 0006); app/home-or-landing.tsx loads its page by path for signed-out visitors inside the full app.
export { default as Landing } from './pages/Landing';

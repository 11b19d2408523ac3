// The landing feature's public surface: main.tsx renders the light landing entry (decision 0006);
// app/home-or-landing.tsx loads its page by path for signed-out visitors inside the full app.
export { LandingApp } from './landing-app';

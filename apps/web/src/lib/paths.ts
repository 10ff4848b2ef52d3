// The app's paths and the router's patterns are in the contract, where the server reads the
// patterns too (it answers any other address with the not-found page and HTTP 404).
export { externalLinks, memberRoutes, paths, routes } from '@jetsweat/contract';

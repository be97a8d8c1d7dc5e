// What loaders may use of the places feature (server only; decision 023).
export { loadNearbyCities } from './nearby-cities.server.ts';

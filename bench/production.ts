// Imported first by benchmarks that run the app in their own process: libraries read NODE_ENV as they load
// (graphql-js checks every `instanceof` across realms outside production, ≈ 1.5 % of a feed request's CPU),
// and the server the other benchmarks start (bench/server.ts) runs with NODE_ENV=production.
process.env.NODE_ENV = 'production';

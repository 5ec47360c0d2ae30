// Server tests run in Node; each suite opens its own database (PGlite in memory, and a fresh database on
// the PostgreSQL server that postgres-global-setup.ts starts).
process.env.NODE_ENV = 'test';

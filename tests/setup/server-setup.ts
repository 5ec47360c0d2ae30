// Server tests run in Node against PGlite (in memory) and, when TEST_DATABASE_URL is set, PostgreSQL.
process.env.NODE_ENV = 'test';

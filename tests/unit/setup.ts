// Unit tests never touch the developer's database: anything that needs one makes its own temp file.
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET ??= "unit-test-secret";

// `npm run db:migrate`: apply pending migrations once per deploy (DATABASE_URL as for the server).
import { openDatabase } from "../db/client.server";

const database = await openDatabase(process.env.DATABASE_URL);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind})`);
} finally {
  await database.close();
}

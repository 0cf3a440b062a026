// npm run user:create -- --email you@example.com --role admin [--name "Your Name"]
// Creates a real account (for production: the first admin). The password is read from
// USER_PASSWORD or typed at a hidden prompt; it is never taken from the command line.
import { parseArgs } from "node:util";
import readline from "node:readline";
import { isRole, ROLES } from "../app/domain/roles.ts";
import { prisma } from "../app/utils/db.server.ts";
import { hashPassword } from "../app/utils/password.server.ts";
import { passwordProblem } from "../app/domain/password-policy.ts";

async function promptHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
    if (s.includes(question)) write.call(rl, s);
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    }),
  );
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, role: { type: "string", multiple: true }, name: { type: "string" } },
  });
  const email = values.email?.trim().toLowerCase();
  const roles = values.role ?? ["admin"];
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error("Give a valid --email");
  const bad = roles.filter((r) => !isRole(r));
  if (bad.length) throw new Error(`Unknown role(s): ${bad.join(", ")}. Roles: ${ROLES.join(", ")}`);
  if (await prisma.user.findUnique({ where: { email } })) throw new Error(`An account for ${email} already exists.`);
  const password = process.env.USER_PASSWORD ?? (await promptHidden("Password: "));
  if (password.length < 12) throw new Error("Use a password of at least 12 characters for a real account.");
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const fullName = values.name ?? email.split("@")[0]!;
  await prisma.user.create({
    data: {
      email,
      fullName,
      firstName: fullName.split(" ")[0],
      profileType: roles.includes("admin") ? "service_provider" : "customer",
      emailVerifiedAt: new Date(),
      password: { create: { hash: await hashPassword(password) } },
      roles: { create: roles.map((role) => ({ role })) },
    },
  });
  console.log(`Created ${email} with role(s): ${roles.join(", ")}`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());

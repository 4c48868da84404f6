export const USAGE = `Usage: hitch <command>
  serve                         migrate and start the server; without NODE_ENV=production also seed the demo
                                and print its links and logins
  migrate                       apply database migrations
  seed                          migrate and insert the demo data (idempotent)
  service create --name NAME --link-name LINK [--country EE] [--language en] [--color #d32f2f]
  link assistance|claim --service NAME [--phone +372...] [--language et] [--send-sms]
  backup FILE                   a .tar.gz of the embedded database and files (also while the server runs)
  restore FILE                  a backup back into DATA_DIR, which must hold no database yet
  migrate-to-postgres URL       copy the embedded database (server stopped) into an empty PostgreSQL database
  operator create --email E --name N --role admin|operator|viewer [--service NAME,...] [--password-stdin]
  operator create --email E --name N --role dispatcher --company "TOWING COMPANY" [--password-stdin]
                                the password is read from stdin (--password-stdin) or generated and printed once
Configuration comes from the environment (see README).`;

/** A command line the user can correct: printed with the usage. */
export class UsageError extends Error {}

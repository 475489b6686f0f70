CREATE TABLE "login_known_clients" (
	"account" varchar(300) NOT NULL,
	"client" varchar(300) NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_clients_account_client_pk" PRIMARY KEY("account","client")
);

// The account module's public surface (data rights: the export and account deletion). Other modules
// import only this file; services.ts and app.ts build and register the module from its own files.
export type { AccountService } from './account.service.ts';

import type { Role } from '../../domain/shop';

/**
 * Who is signed in, as every shop use case sees them (and as the history names them). Here rather than in
 * accounts/ so that a feature below accounts on the server's map (docs/design.md 1) may name the actor.
 */
export type Staff = {
  id: string;
  name: string;
  email: string;
  role: Role;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  sessionId: string;
};

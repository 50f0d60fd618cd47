import type { FastifyRequest } from 'fastify';
import { currentUser, type BookingViewer } from '../http/auth.js';
import type { Actor } from './audit.js';

/** Who the audit log names for a viewer's change: the signed-in user, or the bearer of a manage-booking token. */
export const actorOf = (viewer: BookingViewer): Actor => (viewer.id ? { id: viewer.id, email: viewer.email ?? '' } : { id: null, email: 'manage booking (PNR and last name)' });

/** The signed-in user who makes a change (an admin's edit, one's own profile), as the audit log names them. */
export const requestActor = (request: FastifyRequest): Actor => actorOf(currentUser(request));

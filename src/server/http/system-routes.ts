import type { FastifyPluginAsync } from 'fastify';
import {
  ADDON_ITEMS,
  ANIMAL_TYPES,
  DEER_CUTS,
  DEER_PREP_OPTIONS,
  GENDERS,
  HOG_CENTS_PER_POUND,
  HOG_CUTS,
  HOG_WEIGHT_INPUT_MIN,
  HOG_WEIGHT_MAX,
  HOG_WEIGHT_OPTIONS,
  API_PATHS,
  type Health,
  LIMITS,
  PROCESSING_FLAT_CENTS,
} from '../../domain';
import type { DatabaseHandle } from '../db/client';
import { fastifyRouteOf } from './api-route';

/** The catalogue as the server prices it; the web ships its own copy of the domain, this is for others. */
export const CATALOGUE = {
  animals: ANIMAL_TYPES,
  genders: GENDERS,
  processing_flat_cents: PROCESSING_FLAT_CENTS,
  deer_prep: DEER_PREP_OPTIONS,
  hog_weight_options: HOG_WEIGHT_OPTIONS,
  hog_cents_per_pound: HOG_CENTS_PER_POUND,
  hog_weight_input_min: HOG_WEIGHT_INPUT_MIN,
  hog_weight_max: HOG_WEIGHT_MAX,
  deer_cuts: DEER_CUTS,
  hog_cuts: HOG_CUTS,
  addons: ADDON_ITEMS,
  limits: LIMITS,
};

export const systemRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.route({
    ...fastifyRouteOf(API_PATHS.health),
    handler: async (): Promise<Health> => ({ status: 'ok', database: database.kind }),
  });
  app.route({ ...fastifyRouteOf(API_PATHS.catalogue), handler: async () => CATALOGUE });
};

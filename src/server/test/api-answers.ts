import { API_PATHS } from '../../domain/api-paths';
import { API_ANSWERS } from '../../domain/answers/by-route';
import { answerContract } from './answer-contract';

const customerContract = answerContract(API_PATHS, API_ANSWERS);

/**
 * Asserts that a customer route's successful answer is exactly what the domain's schema of it says
 * (API_ANSWERS): each field there with its type, and no other. Other routes and error answers pass through.
 */
export const expectApiAnswer = customerContract.expectAnswer;

/** The test app, with each customer answer its requests read asserted against its schema (expectApiAnswer). */
export const checkingApiAnswers = customerContract.checking;

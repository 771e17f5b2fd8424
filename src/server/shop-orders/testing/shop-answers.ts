import { SHOP_ANSWERS, SHOP_API_PATHS } from '../../../domain/shop';
import { answerContract } from '../../test/answer-contract';

const shopContract = answerContract(SHOP_API_PATHS, SHOP_ANSWERS);

/**
 * Asserts that a shop route's successful answer is exactly what the domain's schema of it says
 * (SHOP_ANSWERS): each field there with its type, and no other. Other routes and error answers pass through.
 */
export const expectShopAnswer = shopContract.expectAnswer;

/** The test app, with each shop answer its requests read asserted against its schema (expectShopAnswer). */
export const checkingShopAnswers = shopContract.checking;

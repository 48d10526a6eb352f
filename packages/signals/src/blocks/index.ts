/**
 * Blocks that own signals, effects and child blocks, with an arity and extensions.
 * @module
 */
export { createBlock, type Block, type BlockOptions, type Extension } from './blocks.ts';

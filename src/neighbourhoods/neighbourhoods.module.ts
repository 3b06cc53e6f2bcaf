import { Module } from '@nestjs/common';
import { NeighbourhoodsService } from './neighbourhoods.service.js';

/** Neighbourhoods and points of interest. */
@Module({
  providers: [NeighbourhoodsService],
  exports: [NeighbourhoodsService],
})
export class NeighbourhoodsModule {}

import { queryOptions } from '@tanstack/react-query';
import type { BoardPeriod, TraderRank, TraderRanking, VarietyChangeRank, VarietyRanking, VarietyVolumeRank } from '../contracts/home-names';
import { apiGet } from '../client';
import { homeKeys } from './keys';

/** 排行榜: traders (GET /api/anon/board/traders?period&by). */
export const getTraderBoard = (period: BoardPeriod, by: TraderRanking) => apiGet<TraderRank[]>('/api/anon/board/traders', { period, by });
export const traderBoardQueryOptions = (period: BoardPeriod, by: TraderRanking) =>
  queryOptions({ queryKey: homeKeys.traderBoard(period, by), queryFn: () => getTraderBoard(period, by), staleTime: 60_000 });

/** What each ranking of varieties answers. */
export interface VarietyBoard {
  volume: VarietyVolumeRank[];
  change: VarietyChangeRank[];
}

/** 排行榜: varieties (GET /api/anon/board/varieties?period&by). */
export const getVarietyBoard = <B extends VarietyRanking>(period: BoardPeriod, by: B) => apiGet<VarietyBoard[B]>('/api/anon/board/varieties', { period, by });
export const varietyBoardQueryOptions = <B extends VarietyRanking>(period: BoardPeriod, by: B) =>
  queryOptions({ queryKey: homeKeys.varietyBoard(period, by), queryFn: () => getVarietyBoard(period, by), staleTime: 60_000 });

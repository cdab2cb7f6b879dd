import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * reports.md §2 and §4: My Reports' run-report action can be disabled (a toggle). It is on while a
 * consumer report order is in flight, so a second order cannot be started from the list meanwhile.
 */
export type RunReportState = { runReportDisabled: boolean };

const initialState: RunReportState = { runReportDisabled: false };

export const runReportSlice = createSlice({
  name: 'runReport',
  initialState,
  reducers: {
    runReportDisabledToggled(state, { payload }: PayloadAction<boolean>) {
      state.runReportDisabled = payload;
    },
  },
  selectors: {
    selectRunReportDisabled: (state) => state.runReportDisabled,
  },
});

export const { runReportDisabledToggled } = runReportSlice.actions;
export const { selectRunReportDisabled } = runReportSlice.selectors;

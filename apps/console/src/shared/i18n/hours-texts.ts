import { defineTexts } from './texts';

/** The weekly-hours editor's texts, shared by a store's hours, its pickup addresses and the platform's hosts. */
export const hoursTexts = defineTexts(
  {
    closedDay: 'Closed',
    from: 'Opens',
    to: 'Closes',
    overnight: 'Past midnight',
    addInterval: 'Add hours',
    removeInterval: 'Remove',
    copyToAll: 'Copy to all days',
    invalidDay: 'Check the hours on {day}: each interval must start before it ends and not overlap another.',
    weekdays: 'Sunday,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday',
  },
  {
    closedDay: '休息',
    from: '开始',
    to: '结束',
    overnight: '跨午夜',
    addInterval: '添加时段',
    removeInterval: '删除',
    copyToAll: '复制到每天',
    invalidDay: '请检查{day}的营业时间：每个时段的开始须早于结束，且不能重叠。',
    weekdays: '星期日,星期一,星期二,星期三,星期四,星期五,星期六',
  },
);

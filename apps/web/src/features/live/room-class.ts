/** The class a live room is for, as its page knows it. */
export interface RoomClass {
  id: number;
  title: string;
  scheduledDatetime: string;
  minutesDuration: number;
  booked: boolean;
}

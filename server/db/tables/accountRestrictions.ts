/** An operator's temporary limit on an account: it cannot log in until `until`. */
export interface AccountRestrictionsTable {
  user_id: string;
  until: Date;
  created_at: Date;
}

// Shape of `supabase gen types typescript --local` for the current migrations.
// Regenerate from the running schema whenever supabase/migrations change.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      posts: {
        Row: {
          body_md: string;
          cover_alt: string | null;
          cover_path: string | null;
          created_at: string;
          id: string;
          lead: string;
          published_at: string | null;
          reading_minutes: number;
          section: string;
          slug: string;
          status: string;
          tags: string[];
          title: string;
          updated_at: string;
        };
        Insert: {
          body_md: string;
          cover_alt?: string | null;
          cover_path?: string | null;
          created_at?: string;
          id?: string;
          lead: string;
          published_at?: string | null;
          reading_minutes?: number;
          section?: string;
          slug: string;
          status?: string;
          tags?: string[];
          title: string;
          updated_at?: string;
        };
        Update: {
          body_md?: string;
          cover_alt?: string | null;
          cover_path?: string | null;
          created_at?: string;
          id?: string;
          lead?: string;
          published_at?: string | null;
          reading_minutes?: number;
          section?: string;
          slug?: string;
          status?: string;
          tags?: string[];
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      is_admin: { Args: never; Returns: boolean };
      is_admin_aal2: { Args: never; Returns: boolean };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];

export type Tables<TableName extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][TableName]['Row'];
export type TablesInsert<TableName extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][TableName]['Insert'];
export type TablesUpdate<TableName extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][TableName]['Update'];

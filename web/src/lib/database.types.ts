// Shape of `supabase gen types typescript --local` for the current migrations.
// Regenerate from the running schema whenever supabase/migrations change.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      ai_tools: {
        Row: {
          best_for: string;
          category: string;
          commercial_use: string;
          created_at: string;
          has_free_tier: boolean;
          id: string;
          licence_note: string;
          name: string;
          polish_support: string;
          position: number;
          price_from_usd: number | null;
          pricing_note: string;
          score: number;
          slug: string;
          strengths: string[];
          updated_at: string;
          url: string;
          use_cases: string[];
          vendor: string;
          weaknesses: string[];
        };
        Insert: {
          best_for: string;
          category: string;
          commercial_use: string;
          created_at?: string;
          has_free_tier: boolean;
          id?: string;
          licence_note: string;
          name: string;
          polish_support: string;
          position: number;
          price_from_usd?: number | null;
          pricing_note: string;
          score: number;
          slug: string;
          strengths?: string[];
          updated_at?: string;
          url: string;
          use_cases?: string[];
          vendor: string;
          weaknesses?: string[];
        };
        Update: {
          best_for?: string;
          category?: string;
          commercial_use?: string;
          created_at?: string;
          has_free_tier?: boolean;
          id?: string;
          licence_note?: string;
          name?: string;
          polish_support?: string;
          position?: number;
          price_from_usd?: number | null;
          pricing_note?: string;
          score?: number;
          slug?: string;
          strengths?: string[];
          updated_at?: string;
          url?: string;
          use_cases?: string[];
          vendor?: string;
          weaknesses?: string[];
        };
        Relationships: [];
      };
      brand_archetypes: {
        Row: {
          brands: string[];
          colors: string[];
          created_at: string;
          description: string;
          desire: string;
          fear: string;
          id: string;
          motto: string;
          name: string;
          position: number;
          prompt_tip: string;
          slug: string;
          summary: string;
          traits: string[];
          updated_at: string;
          voice: string;
        };
        Insert: {
          brands?: string[];
          colors?: string[];
          created_at?: string;
          description: string;
          desire: string;
          fear: string;
          id?: string;
          motto: string;
          name: string;
          position: number;
          prompt_tip: string;
          slug: string;
          summary: string;
          traits?: string[];
          updated_at?: string;
          voice: string;
        };
        Update: {
          brands?: string[];
          colors?: string[];
          created_at?: string;
          description?: string;
          desire?: string;
          fear?: string;
          id?: string;
          motto?: string;
          name?: string;
          position?: number;
          prompt_tip?: string;
          slug?: string;
          summary?: string;
          traits?: string[];
          updated_at?: string;
          voice?: string;
        };
        Relationships: [];
      };
      brand_quiz_questions: {
        Row: {
          answers: Json;
          created_at: string;
          id: string;
          position: number;
          question: string;
          updated_at: string;
        };
        Insert: {
          answers: Json;
          created_at?: string;
          id?: string;
          position: number;
          question: string;
          updated_at?: string;
        };
        Update: {
          answers?: Json;
          created_at?: string;
          id?: string;
          position?: number;
          question?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      design_tips: {
        Row: {
          body_md: string;
          checklist: string[];
          created_at: string;
          id: string;
          lead: string;
          position: number;
          published_at: string | null;
          reading_minutes: number;
          slug: string;
          status: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          body_md: string;
          checklist?: string[];
          created_at?: string;
          id?: string;
          lead: string;
          position: number;
          published_at?: string | null;
          reading_minutes?: number;
          slug: string;
          status?: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          body_md?: string;
          checklist?: string[];
          created_at?: string;
          id?: string;
          lead?: string;
          position?: number;
          published_at?: string | null;
          reading_minutes?: number;
          slug?: string;
          status?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      glossary_terms: {
        Row: {
          also_known_as: string | null;
          created_at: string;
          definition: string;
          example: string | null;
          id: string;
          related_posts: string[];
          related_terms: string[];
          slug: string;
          term: string;
          updated_at: string;
        };
        Insert: {
          also_known_as?: string | null;
          created_at?: string;
          definition: string;
          example?: string | null;
          id?: string;
          related_posts?: string[];
          related_terms?: string[];
          slug: string;
          term: string;
          updated_at?: string;
        };
        Update: {
          also_known_as?: string | null;
          created_at?: string;
          definition?: string;
          example?: string | null;
          id?: string;
          related_posts?: string[];
          related_terms?: string[];
          slug?: string;
          term?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      parameter_guides: {
        Row: {
          article_slug: string | null;
          base_prompt: string;
          body_md: string;
          created_at: string;
          default_value: number | null;
          id: string;
          kind: string;
          lead: string;
          max_value: number | null;
          min_value: number | null;
          parameter: string;
          slug: string;
          step: number | null;
          steps: Json;
          title: string;
          updated_at: string;
        };
        Insert: {
          article_slug?: string | null;
          base_prompt: string;
          body_md: string;
          created_at?: string;
          default_value?: number | null;
          id?: string;
          kind: string;
          lead: string;
          max_value?: number | null;
          min_value?: number | null;
          parameter: string;
          slug: string;
          step?: number | null;
          steps: Json;
          title: string;
          updated_at?: string;
        };
        Update: {
          article_slug?: string | null;
          base_prompt?: string;
          body_md?: string;
          created_at?: string;
          default_value?: number | null;
          id?: string;
          kind?: string;
          lead?: string;
          max_value?: number | null;
          min_value?: number | null;
          parameter?: string;
          slug?: string;
          step?: number | null;
          steps?: Json;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
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
      site_pages: {
        Row: {
          body_md: string;
          created_at: string;
          description: string;
          id: string;
          published_at: string | null;
          slug: string;
          status: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          body_md: string;
          created_at?: string;
          description: string;
          id?: string;
          published_at?: string | null;
          slug: string;
          status?: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          body_md?: string;
          created_at?: string;
          description?: string;
          id?: string;
          published_at?: string | null;
          slug?: string;
          status?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      survey_questions: {
        Row: {
          created_at: string;
          id: string;
          kind: string;
          options: string[];
          position: number;
          question: string;
          required: boolean;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          kind: string;
          options?: string[];
          position: number;
          question: string;
          required?: boolean;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          kind?: string;
          options?: string[];
          position?: number;
          question?: string;
          required?: boolean;
          updated_at?: string;
        };
        Relationships: [];
      };
      survey_responses: {
        Row: {
          answers: Json;
          created_at: string;
          id: string;
        };
        Insert: {
          answers: Json;
          created_at?: string;
          id?: string;
        };
        Update: {
          answers?: Json;
          created_at?: string;
          id?: string;
        };
        Relationships: [];
      };
      tool_comparisons: {
        Row: {
          body_md: string;
          created_at: string;
          id: string;
          lead: string;
          published_at: string | null;
          slug: string;
          status: string;
          title: string;
          tool_slugs: string[];
          updated_at: string;
        };
        Insert: {
          body_md: string;
          created_at?: string;
          id?: string;
          lead: string;
          published_at?: string | null;
          slug: string;
          status?: string;
          title: string;
          tool_slugs: string[];
          updated_at?: string;
        };
        Update: {
          body_md?: string;
          created_at?: string;
          id?: string;
          lead?: string;
          published_at?: string | null;
          slug?: string;
          status?: string;
          title?: string;
          tool_slugs?: string[];
          updated_at?: string;
        };
        Relationships: [];
      };
      ux_laws: {
        Row: {
          category: string;
          created_at: string;
          description: string;
          example: string;
          id: string;
          name: string;
          origin: string;
          original_name: string;
          position: number;
          slug: string;
          summary: string;
          tip: string;
          updated_at: string;
        };
        Insert: {
          category: string;
          created_at?: string;
          description: string;
          example: string;
          id?: string;
          name: string;
          origin: string;
          original_name: string;
          position: number;
          slug: string;
          summary: string;
          tip: string;
          updated_at?: string;
        };
        Update: {
          category?: string;
          created_at?: string;
          description?: string;
          example?: string;
          id?: string;
          name?: string;
          origin?: string;
          original_name?: string;
          position?: number;
          slug?: string;
          summary?: string;
          tip?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      training_inquiries: {
        Row: {
          company: string | null;
          consent: boolean;
          created_at: string;
          email: string;
          id: string;
          message: string;
          name: string;
          offer_slug: string;
          participants: number | null;
        };
        Insert: {
          company?: string | null;
          consent: boolean;
          created_at?: string;
          email: string;
          id?: string;
          message: string;
          name: string;
          offer_slug: string;
          participants?: number | null;
        };
        Update: {
          company?: string | null;
          consent?: boolean;
          created_at?: string;
          email?: string;
          id?: string;
          message?: string;
          name?: string;
          offer_slug?: string;
          participants?: number | null;
        };
        Relationships: [];
      };
      training_offers: {
        Row: {
          accepts_inquiries: boolean;
          archived: boolean;
          body_md: string;
          created_at: string;
          duration: string | null;
          faq: Json;
          format: string | null;
          id: string;
          lead: string;
          nav_label: string;
          position: number;
          price_note: string | null;
          price_pln: number | null;
          programme: string[];
          published_at: string | null;
          slug: string;
          status: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          accepts_inquiries?: boolean;
          archived?: boolean;
          body_md: string;
          created_at?: string;
          duration?: string | null;
          faq?: Json;
          format?: string | null;
          id?: string;
          lead: string;
          nav_label: string;
          position: number;
          price_note?: string | null;
          price_pln?: number | null;
          programme?: string[];
          published_at?: string | null;
          slug: string;
          status?: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          accepts_inquiries?: boolean;
          archived?: boolean;
          body_md?: string;
          created_at?: string;
          duration?: string | null;
          faq?: Json;
          format?: string | null;
          id?: string;
          lead?: string;
          nav_label?: string;
          position?: number;
          price_note?: string | null;
          price_pln?: number | null;
          programme?: string[];
          published_at?: string | null;
          slug?: string;
          status?: string;
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
      check_training_inquiry: { Args: never; Returns: unknown };
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

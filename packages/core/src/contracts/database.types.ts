export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      contact_requests: {
        Row: {
          created_at: string
          email: string
          estimate: string | null
          id: string
          name: string
          need: string
        }
        Insert: {
          created_at?: string
          email: string
          estimate?: string | null
          id?: string
          name: string
          need: string
        }
        Update: {
          created_at?: string
          email?: string
          estimate?: string | null
          id?: string
          name?: string
          need?: string
        }
        Relationships: []
      }
      payment_customers: {
        Row: {
          created_at: string
          customer_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          customer_id: string
          user_id: string
        }
        Update: {
          created_at?: string
          customer_id?: string
          user_id?: string
        }
        Relationships: []
      }
      payment_events: {
        Row: {
          id: string
          received_at: string
          type: string
        }
        Insert: {
          id: string
          received_at?: string
          type: string
        }
        Update: {
          id?: string
          received_at?: string
          type?: string
        }
        Relationships: []
      }
      plans: {
        Row: {
          created_at: string
          currency: string
          display_order: number
          features: string[]
          id: string
          lookup_key: string
          name: string
          price_cents: number
          summary: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          currency?: string
          display_order?: number
          features?: string[]
          id: string
          lookup_key: string
          name: string
          price_cents: number
          summary?: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          currency?: string
          display_order?: number
          features?: string[]
          id?: string
          lookup_key?: string
          name?: string
          price_cents?: number
          summary?: string
          updated_at?: string
        }
        Relationships: []
      }
      product_deliveries: {
        Row: {
          created_at: string
          product_id: string
          remix_url: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          product_id: string
          remix_url: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          product_id?: string
          remix_url?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "product_deliveries_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: true
            referencedRelation: "my_templates"
            referencedColumns: ["product_id"]
          },
          {
            foreignKeyName: "product_deliveries_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: true
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      product_shots: {
        Row: {
          avif_url: string | null
          id: string
          page: string
          position: number
          product_id: string
          viewport: string
          webp_url: string
        }
        Insert: {
          avif_url?: string | null
          id?: string
          page: string
          position: number
          product_id: string
          viewport: string
          webp_url: string
        }
        Update: {
          avif_url?: string | null
          id?: string
          page?: string
          position?: number
          product_id?: string
          viewport?: string
          webp_url?: string
        }
        Relationships: [
          {
            foreignKeyName: "product_shots_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "my_templates"
            referencedColumns: ["product_id"]
          },
          {
            foreignKeyName: "product_shots_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      products: {
        Row: {
          created_at: string
          description: string
          display_order: number
          features: string[]
          id: string
          licence: string
          name: string
          page_type: string
          pages: string[]
          preview_url: string | null
          price_cents: number
          price_type: string
          slug: string
          template_updated_on: string
          thumbnail_avif_url: string | null
          thumbnail_url: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string
          display_order?: number
          features?: string[]
          id?: string
          licence?: string
          name: string
          page_type: string
          pages?: string[]
          preview_url?: string | null
          price_cents?: number
          price_type?: string
          slug: string
          template_updated_on?: string
          thumbnail_avif_url?: string | null
          thumbnail_url?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string
          display_order?: number
          features?: string[]
          id?: string
          licence?: string
          name?: string
          page_type?: string
          pages?: string[]
          preview_url?: string | null
          price_cents?: number
          price_type?: string
          slug?: string
          template_updated_on?: string
          thumbnail_avif_url?: string | null
          thumbnail_url?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      purchases: {
        Row: {
          amount_cents: number
          amount_refunded_cents: number
          checkout_session_id: string | null
          created_at: string
          currency: string
          id: string
          payment_intent_id: string | null
          product_id: string
          receipt_url: string | null
          state: string
          state_changed_at: string | null
          user_id: string
        }
        Insert: {
          amount_cents: number
          amount_refunded_cents?: number
          checkout_session_id?: string | null
          created_at?: string
          currency?: string
          id?: string
          payment_intent_id?: string | null
          product_id: string
          receipt_url?: string | null
          state?: string
          state_changed_at?: string | null
          user_id: string
        }
        Update: {
          amount_cents?: number
          amount_refunded_cents?: number
          checkout_session_id?: string | null
          created_at?: string
          currency?: string
          id?: string
          payment_intent_id?: string | null
          product_id?: string
          receipt_url?: string | null
          state?: string
          state_changed_at?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "purchases_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "my_templates"
            referencedColumns: ["product_id"]
          },
          {
            foreignKeyName: "purchases_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      subscribers: {
        Row: {
          created_at: string
          email: string
          id: string
          stripe_customer_id: string | null
          subscribed: boolean
          subscription_end: string | null
          subscription_tier: string | null
          updated_at: string
          user_id: string | null
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          stripe_customer_id?: string | null
          subscribed?: boolean
          subscription_end?: string | null
          subscription_tier?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          stripe_customer_id?: string | null
          subscribed?: boolean
          subscription_end?: string | null
          subscription_tier?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Relationships: []
      }
      subscriptions: {
        Row: {
          created_at: string
          customer_id: string
          ends_at: string | null
          id: string
          latest_payment_intent_id: string | null
          state: string
          state_changed_at: string
          status: string
          tier: string | null
          user_id: string
        }
        Insert: {
          created_at?: string
          customer_id: string
          ends_at?: string | null
          id: string
          latest_payment_intent_id?: string | null
          state: string
          state_changed_at?: string
          status: string
          tier?: string | null
          user_id: string
        }
        Update: {
          created_at?: string
          customer_id?: string
          ends_at?: string | null
          id?: string
          latest_payment_intent_id?: string | null
          state?: string
          state_changed_at?: string
          status?: string
          tier?: string | null
          user_id?: string
        }
        Relationships: []
      }
      template_claims: {
        Row: {
          created_at: string
          product_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          product_id: string
          user_id?: string
        }
        Update: {
          created_at?: string
          product_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "template_claims_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "my_templates"
            referencedColumns: ["product_id"]
          },
          {
            foreignKeyName: "template_claims_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      my_templates: {
        Row: {
          acquired_at: string | null
          display_order: number | null
          entitlement: string | null
          name: string | null
          page_type: string | null
          product_id: string | null
          remix_url: string | null
          slug: string | null
          thumbnail_url: string | null
        }
        Relationships: []
      }
      subscription_answers: {
        Row: {
          email: string | null
          subscribed: boolean | null
          subscription_end: string | null
          subscription_tier: string | null
          updated_at: string | null
          user_id: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      is_label_list: { Args: { labels: string[] }; Returns: boolean }
      record_payment_reversal: {
        Args: {
          amount_cents: number
          amount_refunded_cents: number
          payment_intent: string
          reversal: string
        }
        Returns: string
      }
      record_purchase: {
        Args: {
          amount_cents: number
          buyer: string
          checkout_session_id: string
          currency: string
          payment_intent_id: string
          product: string
          receipt_url: string
        }
        Returns: string
      }
      record_subscription: {
        Args: {
          buyer: string
          customer: string
          payment_intent: string
          plan_ends_at: string
          plan_tier: string
          provider_status: string
          subscription: string
        }
        Returns: string
      }
      session_meets_user_mfa_level: { Args: never; Returns: boolean }
      sync_subscriber: { Args: { buyer: string }; Returns: undefined }
      template_entitlement: { Args: { product: string }; Returns: string }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
